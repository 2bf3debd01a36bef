import { fireEvent, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fillIn } from '../../../test/fill-in.ts';
import { POLICY } from './claims-fake-api.ts';

/** An ISO date (and time) as a person types it in the app's date fields: day first. */
const dayFirst = (v: string) =>
  v.replace(/^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/, (_m, y, mo, d, h, mi) =>
    h ? `${d}/${mo}/${y} ${h}:${mi}` : `${d}/${mo}/${y}`,
  );

/** Sets an input, select or textarea by its label at once (dates given as ISO are typed day first). */
export const setValue = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input,select,textarea' }), {
    target: { value: dayFirst(value) },
  });

/** Make claim, step 1: finds the fake API's customer by phone and picks them. */
export async function pickCustomer(user: UserEvent) {
  await fillIn(user, await screen.findByLabelText('Customer phone number'), '0712345679');
  await user.click(screen.getByRole('button', { name: 'Find customer' }));
  await user.click(await screen.findByRole('button', { name: /Amina Wanjiru/ }));
  return screen.findByTestId('claim-customer');
}

/** Make claim, step 2: a hospital claim on the fake API's policy, discharged on `discharge`, for KES 12,000. */
export async function fillHospitalClaim(user: UserEvent, discharge: string) {
  await user.selectOptions(screen.getByLabelText('Policy', { selector: 'select' }), POLICY.guid);
  await user.selectOptions(screen.getByLabelText('Type', { selector: 'select' }), 'hospital');
  setValue('Admission date', '2026-11-05');
  setValue('Discharge date', discharge);
  await fillIn(user, screen.getByLabelText('Hospital'), 'Kenyatta National Hospital');
  await fillIn(user, screen.getByLabelText('Hospitalisation reason'), 'Malaria');
  await user.selectOptions(screen.getByLabelText('Condition', { selector: 'select' }), 'Illness');
  await user.selectOptions(screen.getByLabelText('Document channel', { selector: 'select' }), 'whatsapp');
  await user.selectOptions(screen.getByLabelText('Verification', { selector: 'select' }), 'phone_call');
  setValue('Documentation received', '2026-11-09T10:30');
  await fillIn(user, screen.getByLabelText('Total claim amount (KES)'), '12000');
}
