import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OnlineSwitch } from './online-settings-page';

function Held({ start }: { start: boolean }) {
  const [on, setOn] = useState(start);
  return <OnlineSwitch on={on} disabled={false} onChange={setOn} />;
}

describe('the online booking switch', () => {
  it('says what the state it shows means, and changes with it', () => {
    render(<Held start />);
    const toggle = screen.getByRole('switch', { name: 'Recibir reservas en línea' });
    expect(toggle.getAttribute('aria-describedby')).toBe('online-switch-help');
    expect(document.getElementById('online-switch-help')?.textContent).toMatch(
      /^Encendido: los clientes reservan/,
    );
    fireEvent.click(toggle);
    expect(document.getElementById('online-switch-help')?.textContent).toMatch(
      /^Apagado: la página pública dice/,
    );
  });
});
