import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { EntryDialog } from './entry-dialog.tsx';

type Values = Parameters<ComponentProps<typeof EntryDialog>['onSubmit']>[0];

/** Adds an entry with the list's create mutation: says so and closes on success; closing forgets a failure. */
export function AddEntryDialog({
  kind,
  create,
  onClose,
}: {
  kind: ComponentProps<typeof EntryDialog>['kind'];
  create: { isPending: boolean; error: unknown; reset(): void; mutate(v: Values, o: { onSuccess(): void }): void };
  onClose(): void;
}) {
  const { t } = useTranslation('reference');
  return (
    <EntryDialog
      kind={kind}
      busy={create.isPending}
      error={create.error}
      onClose={() => {
        create.reset();
        onClose();
      }}
      onSubmit={(v) =>
        create.mutate(v, {
          onSuccess: () => {
            notify(t('created', { name: v.name }), 'success');
            onClose();
          },
        })
      }
    />
  );
}
