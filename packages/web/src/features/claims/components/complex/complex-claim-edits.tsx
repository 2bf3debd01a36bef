import { complexClaimEdit, lawyerAssignmentBody } from '@coverdesk/contract/claims/claims-complex.schemas';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../../app/notifications.ts';
import { errorText } from '../../../../lib/error-text.ts';
import { useAssignLawyer, useUpdateComplexClaim } from '../../api/complex-claim-edits.ts';
import { isStale } from '../claim-actions-bar.tsx';
import { type ComplexClaimDetail, issueKeys } from './complex-form.ts';
import { ComplexTextDialog } from './complex-text-dialog.tsx';

interface EditProps {
  claim: ComplexClaimDetail;
  onStale(error: unknown): void;
  onClose(): void;
}

/** The facility, its code, the tag, condition and comment of a complex claim (PUT /api/claims/complex/{guid}). */
export function ComplexDetailsDialog({ claim, onStale, onClose }: EditProps) {
  const { t } = useTranslation('claims');
  const update = useUpdateComplexClaim();
  const c = claim;
  return (
    <ComplexTextDialog
      title={t('complex.editTitle', { reference: c.claim_reference })}
      fields={[
        { name: 'facility', label: t('fields.facility'), required: true, max: 200 },
        { name: 'facility_code', label: t('fields.facility_code'), required: true, max: 50 },
        { name: 'tag', label: t('fields.tag'), max: 50 },
        { name: 'condition', label: t('fields.condition'), max: 200 },
        { name: 'comment', label: t('fields.comment'), multiline: true, max: 2000 },
      ]}
      initial={{
        facility: c.facility ?? '',
        facility_code: c.facility_code ?? '',
        tag: c.tag ?? '',
        condition: c.condition ?? '',
        comment: c.comment ?? '',
      }}
      busy={update.isPending}
      error={update.error && !isStale(update.error) ? errorText(update.error) : undefined}
      onClose={onClose}
      onSubmit={(v) => {
        const input = { version: c.version, ...v };
        const parsed = complexClaimEdit.safeParse(input);
        if (!parsed.success) return issueKeys(parsed.error, input);
        update.mutate(
          { guid: c.guid, ...parsed.data },
          {
            onSuccess: () => {
              notify(t('complex.detailsSaved', { reference: c.claim_reference }), 'success');
              onClose();
            },
            onError: (error) => {
              if (!isStale(error)) return;
              onClose();
              onStale(error);
            },
          },
        );
      }}
    />
  );
}

const lawyerOf = (c: ComplexClaimDetail) => (c.lawyer ?? {}) as { name?: string; email?: string; phone?: string };

/** Assigns (or replaces) the lawyer of a complex claim (PUT /api/claims/complex). */
export function LawyerDialog({ claim, onStale, onClose }: EditProps) {
  const { t } = useTranslation('claims');
  const assign = useAssignLawyer();
  const current = lawyerOf(claim);
  return (
    <ComplexTextDialog
      title={t('complex.lawyerTitle', { reference: claim.claim_reference })}
      fields={[
        { name: 'lawyer_name', label: t('complex.lawyerName'), required: true, max: 200 },
        { name: 'lawyer_email', label: t('complex.lawyerEmail'), type: 'email', max: 254 },
        { name: 'lawyer_phone', label: t('complex.lawyerPhone'), max: 30 },
      ]}
      initial={{
        lawyer_name: current.name ?? '',
        lawyer_email: current.email ?? '',
        lawyer_phone: current.phone ?? '',
      }}
      busy={assign.isPending}
      error={assign.error && !isStale(assign.error) ? errorText(assign.error) : undefined}
      onClose={onClose}
      onSubmit={(v) => {
        const input = {
          claim_guid: claim.guid,
          version: claim.version,
          lawyer_name: v.lawyer_name,
          lawyer_email: v.lawyer_email?.trim() || null,
          lawyer_phone: v.lawyer_phone,
        };
        const parsed = lawyerAssignmentBody.safeParse(input);
        if (!parsed.success) return issueKeys(parsed.error, input);
        assign.mutate(parsed.data, {
          onSuccess: () => {
            notify(t('complex.lawyerAssigned', { reference: claim.claim_reference }), 'success');
            onClose();
          },
          onError: (error) => {
            if (!isStale(error)) return;
            onClose();
            onStale(error);
          },
        });
      }}
    />
  );
}

export { lawyerOf };
