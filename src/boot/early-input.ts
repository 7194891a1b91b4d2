/**
 * Until React has hydrated a prerendered page its buttons and keys do nothing. The last click on a button (its
 * default, a form submission, prevented) and the last Escape or arrow key are held, and given again to the
 * same element once the page is hydrated, so the tap or key press that started the app is not lost, and is
 * delivered exactly once. What is typed or chosen in a field meanwhile is recorded and given to React too
 * (`replayTypedValues`). Links need no help: they work as plain HTML.
 */
const keys = new Set(['Escape', 'ArrowLeft', 'ArrowRight']);

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field whose value React follows by `input` or `change` events (checkboxes change by a click, held as one). */
const isValueField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement ||
  (target instanceof HTMLInputElement && target.type !== 'checkbox' && target.type !== 'radio');

let heldClick: HTMLButtonElement | null = null;
let heldKey: { target: Element; key: string } | null = null;
/** The last value typed or chosen in each field of the page, as the visitor left it. */
let typedValues = new Map<Field, string>();
let stopHolding: (() => void) | null = null;

export function holdEarlyInput(doc: Document = document): void {
  if (stopHolding) return;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button');
    if (!button || button.disabled || !doc.getElementById('root')?.contains(button)) return;
    // Not for React either, should it already listen: the click is delivered once, after hydration.
    event.preventDefault();
    event.stopPropagation();
    heldClick = button;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!keys.has(event.key)) return;
    event.stopPropagation();
    heldKey = { target: event.target instanceof Element ? event.target : doc.body, key: event.key };
  };
  // Recorded, not held: the text stays in the field, and React may also hear it once it listens.
  const onValue = (event: Event) => {
    const field = event.target;
    if (isValueField(field) && doc.getElementById('root')?.contains(field))
      typedValues.set(field, field.value);
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('input', onValue, true);
  doc.addEventListener('change', onValue, true);
  stopHolding = () => {
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('keydown', onKeyDown, true);
    doc.removeEventListener('input', onValue, true);
    doc.removeEventListener('change', onValue, true);
  };
}

/**
 * What the visitor typed or chose before hydration is not in React's state: React keeps the value it rendered, and
 * hydration keeps the typed text in an input but puts a textarea back to its rendered text. Each recorded field is
 * given to React as a keystroke would be: through the element's own setter React's value tracker learns the
 * rendered value (`defaultValue`), through the prototype's setter the typed one comes back without the tracker,
 * and the `input` event is then a change React reports to onChange. A select's choice is a `change` event.
 */
function giveBack(field: Field, value: string): void {
  if (!field.isConnected) return;
  if (field instanceof HTMLSelectElement) {
    field.value = value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const prototype =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * One field a task, as a person types: a form that builds its next state from the one it last rendered
 * (`{ ...form, ...patch }`) must have rendered each change before it hears the next.
 */
async function replayTypedValues(values: Map<Field, string>): Promise<void> {
  for (const [field, value] of values) {
    giveBack(field, value);
    await nextTask();
  }
}

/**
 * The page is hydrated: stop holding, and replay what was held. Without `replay` (a page rendered from scratch,
 * or one whose code failed to load) what was held is dropped.
 */
export function releaseEarlyInput(replay = true): void {
  stopHolding?.();
  stopHolding = null;
  const click = replay ? heldClick : null;
  const key = replay ? heldKey : null;
  const typed = replay ? typedValues : new Map<Field, string>();
  heldClick = null;
  heldKey = null;
  typedValues = new Map();
  const press = () => {
    if (key) {
      const target = key.target.isConnected ? key.target : key.target.ownerDocument.body;
      target.dispatchEvent(new KeyboardEvent('keydown', { key: key.key, bubbles: true, cancelable: true }));
    }
    if (click?.isConnected) click.click();
  };
  // What was typed comes first: a click on 'Comprar' held meanwhile sends the form as it was filled.
  if (typed.size === 0) press();
  else void replayTypedValues(typed).then(press);
}
