import { FIRST_SCREEN_EARLY_INPUT, type FirstScreenEarlyInput } from '../../shared/catalog/first-screen';

const nativeValue = {
  input: Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!,
  textarea: Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!,
};

/**
 * Text typed into a field of the server's markup before hydration is in the field, but not in
 * React's state, and React (which keeps the typed text when it hydrates) would not report it until
 * the next keystroke. Reported now, as the typing it was: React watches a field's value through the
 * element's own `value` property, so that is reset first and the text put back underneath it.
 */
function reportTypedText(root: Element): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && ['checkbox', 'radio', 'submit', 'button', 'reset', 'file', 'image', 'hidden'].includes(field.type)) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    field.value = field.defaultValue;
    (field instanceof HTMLInputElement ? nativeValue.input : nativeValue.textarea).set!.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Replays, once React handles the page, what the shopper did while the server's markup was painted
 * but not yet hydrated (docs/decisions/017), held by the page's inline script: text typed is
 * reported, then each click (a carousel arrow, a size, a filter) and form submission (the header
 * search) happens again where it landed, so an early action still does what it says. Targets React
 * has since replaced are dropped. Later events go straight to React.
 */
export function replayEarlyInput(): void {
  const held = (window as unknown as Record<string, FirstScreenEarlyInput | undefined>)[FIRST_SCREEN_EARLY_INPUT];
  if (!held || held.live) return;
  held.live = true;
  const root = document.getElementById('root');
  if (root) reportTypedText(root);
  for (const { type, target } of held.events.splice(0)) {
    if (!target.isConnected) continue;
    // Dispatched where it landed (often an icon's SVG inside a button), a click bubbles to its handler
    // and runs the default action (a radio, a label, a submit button) as the original would have.
    if (type === 'click') target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: window }));
    else if (target instanceof HTMLFormElement) target.requestSubmit();
  }
}
