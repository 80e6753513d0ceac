/** A post's date as shoppers read it: "24 November 2026". */
export function postDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}
