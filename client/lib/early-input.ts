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

/** A checkbox, a radio or a select: what the shopper chooses with a tap rather than by typing. */
type ChoiceControl = HTMLInputElement | HTMLSelectElement;

const isToggle = (element: Element): element is HTMLInputElement => element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');

/** What the server rendered a select with: its option marked selected, else its first usable one. */
function defaultValueOf(select: HTMLSelectElement): string {
  const options = [...select.options];
  return (options.find((option) => option.defaultSelected) ?? options.find((option) => !option.disabled))?.value ?? '';
}

/** Text typed and choices made on the server's markup, noted from just before React hydrates it. */
let typedBeforeHydration = new Map<TextField, string>();
let chosenBeforeHydration = new Map<ChoiceControl, boolean | string>();

/** Notes a checkbox's state, a radio chosen (the others of its group no longer count) or a select's value. */
function noteChoice(control: ChoiceControl): void {
  if (control instanceof HTMLInputElement && control.type === 'radio') {
    if (!control.checked) return;
    for (const other of chosenBeforeHydration.keys()) {
      if (other instanceof HTMLInputElement && other.type === 'radio' && other.name === control.name && other.form === control.form) chosenBeforeHydration.delete(other);
    }
  }
  chosenBeforeHydration.delete(control);
  chosenBeforeHydration.set(control, control instanceof HTMLSelectElement ? control.value : control.checked);
}

/** While React hydrates, text typed and choices made go on being noted: a re-render may put them back before the replay. */
function noteWhileHydrating(event: Event): void {
  const target = event.target;
  if (!(target instanceof Element) || !target.closest('#root')) return;
  if (event.type === 'change' && (isToggle(target) || target instanceof HTMLSelectElement)) noteChoice(target);
  else if (event.type === 'input' && (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && !isToggle(target)) typedBeforeHydration.set(target, target.value);
}

/**
 * Notes the text typed into the server's markup and the checkboxes, radios and selects changed on
 * it so far, and goes on noting until the replay. Call it just before hydrating: once React owns a
 * field, any re-render of its component before the replay puts the field back to React's state
 * (empty, unchecked), and the shopper's input would be lost (an early header search then went
 * nowhere, now and then; a size chosen early was unchosen).
 */
export function rememberEarlyInput(): void {
  const root = document.getElementById('root');
  if (!root) return;
  typedBeforeHydration = new Map(textFieldsIn(root).filter((field) => field.value !== field.defaultValue).map((field) => [field, field.value]));
  chosenBeforeHydration = new Map();
  for (const control of root.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')) {
    if (control.checked !== control.defaultChecked) noteChoice(control);
  }
  for (const select of root.querySelectorAll('select')) {
    if (!select.multiple && select.value !== defaultValueOf(select)) noteChoice(select);
  }
  document.addEventListener('input', noteWhileHydrating, true);
  document.addEventListener('change', noteWhileHydrating, true);
}

/**
 * The route's page sits in a Suspense boundary that React hydrates after the rest, maybe after the
 * replay; React hydrates such a part at once when a discrete event reaches it, and notes a control's
 * value as it finds it then. A tap's first event, sent while the control still shows its old value,
 * so that React sees the change that follows as one (otherwise it would note the new value on
 * hydrating and report nothing: the early size was lost under load).
 */
function hydrateNow(control: Element): void {
  control.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true, composed: true }));
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
    hydrateNow(field);
    (field instanceof HTMLInputElement ? nativeValue.input : nativeValue.textarea).set!.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * A checkbox, radio or select changed on the server's markup: React hydrated it as it found it but
 * does not know of the change, and its next render would undo it. Reported now, as React sees such a
 * change. A select's by its change event. A checkbox's or radio's by the tap that makes it: React
 * compares the control's state after a click with the one it last saw set through the element's
 * `checked` property (or found on hydrating it), so the control is set to the other state that way,
 * then tapped into the chosen one (once: the shopper's own click was not held, docs/decisions/026).
 */
function reportChoices(): void {
  for (const [control, chosen] of chosenBeforeHydration) {
    if (!control.isConnected) continue;
    if (control instanceof HTMLSelectElement) {
      // Hydrated first: hydrating a select sets it to the value React renders it with, which would
      // undo the choice between our setting it and the change event's being read.
      hydrateNow(control);
      control.value = chosen as string;
      // An option the select no longer offers: setting it chose another, which is not the shopper's.
      if (control.value !== chosen) continue;
      control.dispatchEvent(new Event('input', { bubbles: true }));
      control.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      control.checked = !chosen;
      hydrateNow(control);
      control.click();
    }
  }
}

/**
 * Replays, once React handles the page, what the shopper did while the server's markup was painted
 * but not yet hydrated (docs/decisions/017, 026), held by the page's inline script: text typed and
 * checkboxes, radios and selects changed are reported, then each click (a carousel arrow, a
 * button) and form submission (the header search) happens again where it landed, so an early action
 * still does what it says. Targets React has since replaced are dropped. Later events go straight to
 * React.
 */
export function replayEarlyInput(): void {
  document.removeEventListener('input', noteWhileHydrating, true);
  document.removeEventListener('change', noteWhileHydrating, true);
  const held = (window as unknown as Record<string, FirstScreenEarlyInput | undefined>)[FIRST_SCREEN_EARLY_INPUT];
  if (!held || held.live) return;
  held.live = true;
  const root = document.getElementById('root');
  // The typed text's and the choices' state updates are rendered before the clicks and submits are
  // replayed, so a handler reads the text and the size it was sent with.
  if (root) {
    flushSync(() => {
      reportTypedText(root);
      reportChoices();
    });
  }
  typedBeforeHydration = new Map();
  chosenBeforeHydration = new Map();
  for (const { type, target } of held.events.splice(0)) {
    if (!target.isConnected) continue;
    // Dispatched where it landed (often an icon's SVG inside a button), a click bubbles to its handler
    // and runs the default action (a label, a submit button) as the original would have.
    if (type === 'click') target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: window }));
    else if (target instanceof HTMLFormElement) target.requestSubmit();
  }
}
