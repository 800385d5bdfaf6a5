import { useId } from 'preact/hooks';

interface NumberFieldProps {
  label: string;
  hint: string;
  value: string;
  onInput(value: string): void;
}

/**
 * A whole-number field. Text with a numeric keyboard, not type="number": a number input reports a
 * half-typed value ("1e", "-") as "", which would read as an empty field (for the allowance, "no
 * limit"). The text is checked as typed (lib/options/preferences.ts).
 */
export function NumberField({ label, hint, value, onInput }: NumberFieldProps) {
  const id = useId();
  const hintId = useId();
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
        aria-describedby={hintId}
        value={value}
        onInput={(event) => onInput(event.currentTarget.value)}
      />
      <p id={hintId} class="options-hint">
        {hint}
      </p>
    </div>
  );
}
