import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Screen } from '../../../shared/navigation/screen';
import { bodyOf, formOf, type WhatsappSettings } from './whatsapp-form';
import { WhatsappPage } from './whatsapp-page';

const state = vi.hoisted(() => ({
  settings: null as unknown,
  saved: [] as unknown[],
  channels: [] as unknown[],
}));
vi.mock('../../../shared/session/current-user', () => ({
  useCurrentUser: () => ({ data: { permissions: new Set(['settings:read', 'settings:update']) } }),
}));
vi.mock('../api/get-whatsapp-settings', () => ({
  useWhatsappSettings: () => ({ isLoading: false, data: state.settings }),
}));
vi.mock('../api/get-setting-values', () => ({
  useSettingValues: () => ({
    isLoading: false,
    data: [{ id: 7, key: 'message_channels', value: 'preferred' }],
  }),
}));
vi.mock('../api/save-whatsapp-settings', () => ({
  useSaveWhatsappSettings: () => ({
    isPending: false,
    mutateAsync: async (body: unknown) => state.saved.push(body),
  }),
}));
vi.mock('../api/save-message-channels', () => ({
  useSaveMessageChannels: () => ({
    isPending: false,
    mutateAsync: async (change: unknown) => state.channels.push(change),
  }),
}));
vi.mock('../api/send-whatsapp-test', () => ({
  useSendWhatsappTest: () => ({ reset: () => {}, mutate: () => {}, isPending: false }),
}));

const stored: WhatsappSettings = {
  phone_number_id: '1234567890',
  language: 'es',
  enabled: true,
  templates: { reminder: 'recordatorio_cita' },
  access_token_set: true,
  app_secret_set: true,
  verify_token_set: false,
  webhook_url: 'https://sari.test/api/public/whatsapp/mi-salon',
};
const page = { key: 'whatsapp', title: 'settingsMenu.whatsapp' } as Screen;

describe('the WhatsApp settings form', () => {
  beforeEach(() => {
    state.settings = stored;
    state.saved = [];
    state.channels = [];
  });

  it('keeps a stored secret out of the body, sends a removed one as empty and a typed one as typed', () => {
    const form = formOf(stored);
    expect(bodyOf(form)).toEqual({
      phone_number_id: '1234567890',
      language: 'es',
      enabled: true,
      templates: {
        confirmation: '',
        moved: '',
        cancelled: '',
        reminder: 'recordatorio_cita',
        waitlist_offer: '',
        rating: '',
      },
    });
    const edited = bodyOf({
      ...form,
      secrets: {
        access_token: { mode: 'remove', value: '' },
        app_secret: { mode: 'replace', value: ' nuevo ' },
        verify_token: { mode: 'replace', value: '' },
      },
    });
    expect(edited.access_token).toBe('');
    expect(edited.app_secret).toBe('nuevo');
    expect('verify_token' in edited).toBe(false);
  });

  it('shows a stored secret as "Guardado", never its value, and saves replace / remove / keep', async () => {
    render(
      <MemoryRouter>
        <WhatsappPage screen={page} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'WhatsApp' })).toBeTruthy();
    const token = screen.getByTestId('secret-access_token');
    expect(within(token).getByText('Guardado')).toBeTruthy();
    expect(within(screen.getByTestId('secret-app_secret')).getByText('Guardado')).toBeTruthy();
    // Not set: an empty password field to type in.
    const verify = screen.getByLabelText('Token de verificación del webhook') as HTMLInputElement;
    expect(verify.type).toBe('password');
    expect(verify.value).toBe('');
    expect(screen.getByDisplayValue(stored.webhook_url)).toBeTruthy();
    expect(screen.getByLabelText('Recordatorio')).toHaveProperty('value', 'recordatorio_cita');

    fireEvent.click(within(token).getByRole('button', { name: 'Reemplazar' }));
    const typed = screen.getByLabelText('Token de acceso') as HTMLInputElement;
    expect(typed.type).toBe('password');
    fireEvent.change(typed, { target: { value: 'EAAnuevo' } });
    fireEvent.click(within(screen.getByTestId('secret-app_secret')).getByRole('button', { name: 'Quitar' }));
    expect(screen.getByText('Se quitará al guardar.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'WhatsApp y correo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await vi.waitFor(() => expect(state.channels).toHaveLength(1));
    expect(state.saved).toHaveLength(1);
    const body = state.saved[0] as Record<string, unknown>;
    expect(body.access_token).toBe('EAAnuevo');
    expect(body.app_secret).toBe('');
    expect('verify_token' in body).toBe(false);
    expect(state.channels[0]).toEqual({
      row: { id: 7, key: 'message_channels', value: 'preferred' },
      value: 'both',
    });
  });
});
