import { useId } from 'preact/hooks';
import { type Feedback, FormStatus } from './FormStatus';

interface NumberFieldProps {
  label: string;
  hint: string;
  value: string;
  onInput(value: string): void;
  /** The user is done with the field (it lost the focus, or Enter): the page saves a valid value. */
  onCommit(value: string): void;
  /** What became of the last value committed, shown under the field. */
  status: Feedback;
}

/**
 * A whole-number field. Text with a numeric keyboard, not type="number": a number input reports a
 * half-typed value ("1e", "-") as "", which would read as an empty field (for the allowance, "no
 * limit"). The text is checked when the user is done with it (lib/options/preferences.ts), not
 * while it is typed.
 */
export function NumberField({ label, hint, value, onInput, onCommit, status }: NumberFieldProps) {
  const id = useId();
  const hintId = useId();
  const statusId = useId();
  return (
    <div class="options-field">
      <label for={id}>{label}</label>
      <input
        id={id}
        type="text"
        class="options-input options-input--number"
        inputMode="numeric"
        autoComplete="off"
        spellcheck={false}
        aria-describedby={`${hintId} ${statusId}`}
        aria-invalid={status?.tone === 'problem' ? 'true' : undefined}
        value={value}
        onInput={(event) => onInput(event.currentTarget.value)}
        onChange={(event) => onCommit(event.currentTarget.value)}
      />
      <p id={hintId} class="options-hint">
        {hint}
      </p>
      <FormStatus id={statusId} feedback={status} />
    </div>
  );
}
