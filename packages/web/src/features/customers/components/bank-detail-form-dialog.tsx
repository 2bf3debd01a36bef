import {
  ACCOUNT_TYPES,
  type BankDetail,
  type BankDetailUpdate,
  bankDetailUpdate,
} from '@coverdesk/contract/customers/dependants.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { usePartnerCountry } from '../../../app/partner/partner-country.ts';
import { useBanks, useSaveBankDetail } from '../../../app/queries/bank-details.ts';
import { FormField } from './form-field.tsx';
import { RecordDialog, useRecordSave } from './record-dialog.tsx';

interface Values {
  bank_name: string;
  bank_code: string | null;
  branch_code: string | null;
  account_holder: string;
  account_number: string;
  account_type: string;
}

const resolver = zodResolver(bankDetailUpdate) as unknown as Resolver<Values, unknown, BankDetailUpdate>;

/** Add or edit bank details; the bank is chosen among the banks of the partner's country. */
export function BankDetailFormDialog(props: {
  customerGuid: string;
  holder: string;
  bankDetail: BankDetail | null;
  onClose(): void;
}) {
  const { t } = useTranslation('customers');
  const country = usePartnerCountry().data;
  const banks = useBanks(country?.code);
  const save = useSaveBankDetail(props.customerGuid);
  const b = props.bankDetail;
  const { control, handleSubmit } = useForm<Values, unknown, BankDetailUpdate>({
    resolver,
    defaultValues: {
      bank_name: b?.bank_name ?? '',
      bank_code: b?.bank_code ?? '',
      branch_code: b?.branch_code ?? '',
      account_holder: b?.account_holder ?? props.holder,
      account_number: b?.account_number ?? '',
      account_type: b?.account_type ?? 'savings',
    },
  });
  const { serverErrors, dialog } = useRecordSave({
    section: 'bankDetails',
    guid: b?.guid,
    save,
    handleSubmit,
    nameOf: (saved) => saved.bank_name,
    onClose: props.onClose,
    toBody: (body) => ({
      ...body,
      bank_code: banks.data?.find((x) => x.name === body.bank_name)?.code ?? body.bank_code,
    }),
  });
  const bankOptions = banks.data?.map((x) => ({ value: x.name, label: x.name }));
  if (b && bankOptions && !bankOptions.some((o) => o.value === b.bank_name))
    bankOptions.push({ value: b.bank_name, label: b.bank_name });
  return (
    <RecordDialog {...dialog}>
      <FormField
        control={control}
        name="bank_name"
        label={t('fields.bank')}
        required
        autoFocus
        options={bankOptions?.length ? bankOptions : undefined}
        serverError={serverErrors.bank_name}
      />
      <FormField
        control={control}
        name="branch_code"
        label={t('fields.branch_code')}
        serverError={serverErrors.branch_code}
      />
      <FormField
        control={control}
        name="account_holder"
        label={t('fields.account_holder')}
        required
        serverError={serverErrors.account_holder}
      />
      <FormField
        control={control}
        name="account_number"
        label={t('fields.account_number')}
        required
        serverError={serverErrors.account_number}
      />
      <FormField
        control={control}
        name="account_type"
        label={t('fields.account_type')}
        required
        options={ACCOUNT_TYPES.map((a) => ({ value: a, label: t(`accountTypes.${a}`) }))}
        serverError={serverErrors.account_type}
      />
    </RecordDialog>
  );
}
