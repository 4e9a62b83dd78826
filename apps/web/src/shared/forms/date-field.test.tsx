import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../i18n/i18n';
import { DateField } from './date-field';

const SRC = path.join(import.meta.dirname, '../..');
const sources = (readdirSync(SRC, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => file.split(path.sep).join('/'));

function hidden(container: HTMLElement) {
  return container.querySelector('input') as HTMLInputElement;
}

// A form holding the day the field hands on, as every screen does.
function TypedField({ onDay }: { onDay: (day: string) => void }) {
  const [day, setDay] = useState('');
  return (
    <DateField
      label="Desde"
      value={day}
      onChange={(next) => {
        onDay(next);
        setDay(next);
      }}
    />
  );
}

describe('the date field', () => {
  afterEach(async () => {
    await setLocale('es');
  });

  it('shows a day as DD/MM/YYYY in Spanish, whatever the browser writes', () => {
    const { container } = render(<DateField label="Desde" value="2026-11-26" onChange={() => {}} />);
    expect(hidden(container).value).toBe('26/11/2026');
    expect(screen.getByRole('group', { name: 'Desde' }).textContent).toContain('26');
  });

  it('takes a day typed as DD/MM/YYYY and hands on the API day', async () => {
    const changed = vi.fn();
    const { container } = render(<TypedField onDay={changed} />);
    // A whole day at once (pasted, autofilled) is handed on once; leaving the field adds nothing.
    fireEvent.change(hidden(container), { target: { value: '05/03/2026' } });
    fireEvent.blur(screen.getByRole('group', { name: 'Desde' }));
    expect(changed).toHaveBeenLastCalledWith('2026-03-05');
    expect(changed).toHaveBeenCalledTimes(1);
    expect(hidden(container).value).toBe('05/03/2026');
  });

  it('follows the chosen language: MM/DD/YYYY in English', async () => {
    await setLocale('en');
    const { container } = render(<DateField label="From" value="2026-11-26" onChange={() => {}} />);
    expect(hidden(container).value).toBe('11/26/2026');
  });

  it('is the only date input of the app: no native date field is left', () => {
    const native = sources.filter((file) =>
      /type=["']date["']|type: 'date'|\bDatePicker\b/.test(readFileSync(path.join(SRC, file), 'utf8')),
    );
    expect(native).toEqual(['shared/forms/date-field.tsx']);
  });
});
