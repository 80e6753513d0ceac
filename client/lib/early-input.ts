import { flushSync } from 'react-dom';
import { FIRST_SCREEN_EARLY_INPUT, type FirstScreenEarlyInput } from '../../shared/catalog/first-screen';

const nativeValue = {
  input: Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!,
  textarea: Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!,
};

type TextField = HTMLInputElement | HTMLTextAreaElement;

function textFieldsIn(root: Element): TextField[] {
  return [...root.querySelectorAll<TextField>('input, textarea')].filter(
    (field) => !(field instanceof HTMLInputElement && ['checkbox', 'radio', 'submit', 'button', 'reset', 'file', 'image', 'hidden'].includes(field.type)),
  );
}

/** Text typed into the server's markup, noted just before React hydrates it (rememberTypedText). */
let typedBeforeHydration = new Map<TextField, string>();

/**
 * Notes the text typed into the server's markup so far. Call it just before hydrating: once React
 * owns a field, any re-render of its component before the replay puts the field back to React's
 * state (empty), and the typed text would be lost (an early header search then went nowhere, now
 * and then).
 */
export function rememberTypedText(): void {
  const root = document.getElementById('root');
  if (!root) return;
  typedBeforeHydration = new Map(textFieldsIn(root).filter((field) => field.value !== field.defaultValue).map((field) => [field, field.value]));
}

/**
 * Text typed into a field of the server's markup before hydration is not in React's state, and
 * React would not report it until the next keystroke. Reported now, as the typing it was: React
 * watches a field's value through the element's own `value` property, so that is reset first and
 * the text put back underneath it. The text is the field's own, or what was noted before hydration
 * when a re-render has since put the field back.
 */
function reportTypedText(root: Element): void {
  for (const field of textFieldsIn(root)) {
    const typed = field.value !== field.defaultValue ? field.value : typedBeforeHydration.get(field);
    if (typed === undefined) continue;
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
  // The typed text's state updates are rendered before the clicks and submits are replayed, so a
  // submit handler reads the text it was sent with.
  if (root) flushSync(() => reportTypedText(root));
  typedBeforeHydration = new Map();
  for (const { type, target } of held.events.splice(0)) {
    if (!target.isConnected) continue;
    // Dispatched where it landed (often an icon's SVG inside a button), a click bubbles to its handler
    // and runs the default action (a radio, a label, a submit button) as the original would have.
    if (type === 'click') target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: window }));
    else if (target instanceof HTMLFormElement) target.requestSubmit();
  }
}
