import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { runAndTell } from './run-and-tell';

const LOOKS = {
  main: { variant: 'contained', color: 'primary' },
  second: { variant: 'contained', color: 'secondary' },
  outlined: { variant: 'outlined', color: 'primary' },
  danger: { variant: 'outlined', color: 'error' },
  quiet: { variant: 'text', color: 'error' },
} as const;

export type Confirmation = {
  title: string;
  text: string;
  label: string;
  run: () => Promise<unknown>;
  done: string;
  // After it worked (a deleted document goes back to its list).
  afterwards?: () => void;
};

// One button of a document's page, declared by its feature: what it says, whether it shows
// now, and what it does: a step run at once, a dialog, a question first, or a download.
export type DocumentAction = {
  key: string;
  label: string;
  icon: ReactNode;
  look?: keyof typeof LOOKS;
  show?: boolean;
  busy?: boolean;
  ariaLabel?: string;
} & (
  | { run: () => Promise<unknown>; done: string }
  | { dialog: (close: () => void) => ReactNode }
  | { confirm: Confirmation }
  | { href: string; download: string }
);

// The page's buttons and whichever dialog one of them opened.
export function DocumentActions({ actions }: { actions: DocumentAction[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => setOpen(null);
  const opened = actions.find((action) => action.key === open);
  const shown = actions.filter((action) => action.show !== false);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {shown.map((action) => {
        const look = LOOKS[action.look ?? 'main'];
        const common = {
          variant: look.variant,
          color: look.color,
          startIcon: action.icon,
          disabled: action.busy,
          'aria-label': action.ariaLabel,
        };
        if ('href' in action) {
          return (
            <Button key={action.key} {...common} href={action.href} download={action.download}>
              {action.label}
            </Button>
          );
        }
        const onClick =
          'run' in action ? () => void runAndTell(action.run, action.done) : () => setOpen(action.key);
        return (
          <Button key={action.key} {...common} onClick={onClick}>
            {action.label}
          </Button>
        );
      })}
      {opened && 'dialog' in opened && opened.dialog(close)}
      {opened && 'confirm' in opened && (
        <ConfirmDialog
          title={opened.confirm.title}
          text={opened.confirm.text}
          confirmLabel={opened.confirm.label}
          busy={busy}
          onConfirm={async () => {
            setBusy(true);
            const worked = await runAndTell(opened.confirm.run, opened.confirm.done);
            setBusy(false);
            if (worked) {
              close();
              opened.confirm.afterwards?.();
            }
          }}
          onClose={close}
        />
      )}
    </Stack>
  );
}
