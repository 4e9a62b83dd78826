import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UserStateChips } from './users-page';

describe("a user's row", () => {
  it('says "Invitación pendiente" until the invited user sets a password, then nothing', () => {
    const { rerender } = render(<UserStateChips user={{ is_active: true, invitation_pending: true }} />);
    expect(screen.getByTestId('invitation-pending').textContent).toBe('Invitación pendiente');
    rerender(<UserStateChips user={{ is_active: true, invitation_pending: false }} />);
    expect(screen.queryByTestId('invitation-pending')).toBeNull();
    rerender(<UserStateChips user={{ is_active: false, invitation_pending: false }} />);
    expect(screen.getByText('Inactivo')).toBeTruthy();
  });
});
