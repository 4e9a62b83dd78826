import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GiftCardLineDialog } from './gift-card-line-dialog';

describe('a gift card line (decision 050)', () => {
  it('refuses less than $1.000 and a bad e-mail, then adds the card with its recipient', () => {
    const onSave = vi.fn();
    render(<GiftCardLineDialog onSave={onSave} onClose={() => {}} />);
    fireEvent.change(screen.getByLabelText(/Valor de la tarjeta/), { target: { value: '999' } });
    fireEvent.change(screen.getByLabelText('Correo de quien la recibe (opcional)'), {
      target: { value: 'lucia@' },
    });
    fireEvent.click(screen.getByTestId('gift-card-save'));
    expect(screen.getByText('Una tarjeta de regalo vale al menos $1.000.')).toBeTruthy();
    expect(screen.getByText('Escribe un correo válido.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/Valor de la tarjeta/), { target: { value: '$100.000' } });
    fireEvent.change(screen.getByLabelText('Correo de quien la recibe (opcional)'), {
      target: { value: 'lucia@correo.co' },
    });
    fireEvent.change(screen.getByLabelText('Nombre de quien la recibe (opcional)'), {
      target: { value: 'Lucía' },
    });
    fireEvent.click(screen.getByTestId('gift-card-save'));
    expect(onSave).toHaveBeenCalledWith({
      amount: 100000,
      recipientName: 'Lucía',
      recipientEmail: 'lucia@correo.co',
      message: '',
    });
  });
});
