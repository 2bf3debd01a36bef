import type { ClaimDetail } from '@coverdesk/contract/claims/claim.schemas';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { FormDialog } from '../../../components/forms/form-dialog.tsx';
import { useUpdateClaim } from '../api/update-claim.ts';
import { isStale } from './claim-actions-bar.tsx';

/** Statuses in which the server still lets the high-risk flag change (the comment can always change). */
const HIGH_RISK_EDITABLE = new Set(['open', 'decision_pending', 'approved_pending', 'payable']);

/** Edits the assessor's comment and the high-risk flag (PUT /api/claims/{guid} with the version read). */
export function ClaimNoteDialog({
  claim,
  onStale,
  onClose,
}: {
  claim: ClaimDetail;
  onStale(e: unknown): void;
  onClose(): void;
}) {
  const { t } = useTranslation('claims');
  const update = useUpdateClaim();
  const [comment, setComment] = useState(claim.comment ?? '');
  const [highRisk, setHighRisk] = useState(claim.high_risk);
  const canFlag = HIGH_RISK_EDITABLE.has(claim.status);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      {
        guid: claim.guid,
        version: claim.version,
        comment: comment.trim(),
        ...(canFlag && highRisk !== claim.high_risk ? { high_risk: highRisk } : {}),
      },
      {
        onSuccess: () => {
          notify(t('note.saved', { reference: claim.claim_reference }), 'success');
          onClose();
        },
        onError: (error) => {
          if (isStale(error)) {
            onClose();
            onStale(error);
          }
        },
      },
    );
  };
  return (
    <FormDialog
      title={t('note.title', { reference: claim.claim_reference })}
      busy={update.isPending}
      onSubmit={submit}
      onClose={onClose}
      error={isStale(update.error) ? null : update.error}
    >
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={3}
        margin="normal"
        label={t('fields.comment')}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      {canFlag && (
        <FormControlLabel
          control={<Checkbox checked={highRisk} onChange={(e) => setHighRisk(e.target.checked)} />}
          label={t('fields.high_risk')}
        />
      )}
    </FormDialog>
  );
}
