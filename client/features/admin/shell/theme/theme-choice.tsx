import { useId } from 'react';
import { ADMIN_THEME_TEXTS as T, THEME_CHOICES, type ThemeChoice } from '../../../../../shared/admin/theme';

/** The account menu's theme: System (the device's setting), Light or Dark, as three radio buttons. */
export function ThemeChoiceField({ choice, onChoose }: { choice: ThemeChoice; onChoose: (choice: ThemeChoice) => void }) {
  const name = useId();
  return (
    <fieldset className="admin-theme-choice" data-testid="admin-theme-choice">
      <legend className="admin-user-menu__heading">{T.heading}</legend>
      {THEME_CHOICES.map((option) => (
        <label key={option}>
          <input type="radio" name={name} value={option} checked={choice === option} onChange={() => onChoose(option)} />
          {T.choices[option]}
        </label>
      ))}
    </fieldset>
  );
}
