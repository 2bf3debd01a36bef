import {
  extendedMembershipConfigInput,
  groupProductConfigInput,
  membershipConfigInput,
} from '@coverdesk/contract/products/product-configs.schemas';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormCheckbox } from '../../../components/form-checkbox.tsx';
import { NumberFieldCells } from '../../../components/forms/number-field-cells.tsx';
import { WordListField } from '../../../components/forms/word-list-field.tsx';
import { ExtendedPremiums } from './extended-premiums.tsx';
import { ProductConfigSection } from './product-config-form.tsx';

const quarter = { xs: 6, md: 3 } as const;

type Membership = z.input<typeof membershipConfigInput>;
/** Membership config: how many dependants, spouses and children one policy covers, and the children's age limit. */
export function MembershipSection({ productGuid, canWrite }: { productGuid: string; canWrite: boolean }) {
  const { t } = useTranslation('products');
  return (
    <ProductConfigSection<Membership>
      kind="membership"
      productGuid={productGuid}
      title={t('configs.membership.title')}
      schema={membershipConfigInput}
      canWrite={canWrite}
      defaults={{ product_guid: productGuid, max_dependants: 5, max_spouses: 1, max_children: 4, child_max_age: 21 }}
    >
      {({ control, readOnly, fieldErrors }) => (
        <Grid container columnSpacing={2}>
          <NumberFieldCells
            control={control}
            names={['max_dependants', 'max_spouses', 'max_children', 'child_max_age']}
            label={(f) => t(`configs.membership.${f}`)}
            fieldErrors={fieldErrors}
            disabled={readOnly}
            size={quarter}
          />
        </Grid>
      )}
    </ProductConfigSection>
  );
}

type Extended = z.input<typeof extendedMembershipConfigInput>;
/** Extended membership: whether extended-family members may join, how many, which relationships, and their premiums. */
export function ExtendedSection({
  productGuid,
  currency,
  canWrite,
}: {
  productGuid: string;
  currency: string;
  canWrite: boolean;
}) {
  const { t } = useTranslation('products');
  return (
    <ProductConfigSection<Extended>
      kind="extended"
      productGuid={productGuid}
      title={t('configs.extended.title')}
      schema={extendedMembershipConfigInput}
      canWrite={canWrite}
      defaults={{ product_guid: productGuid, enabled: false, max_members: 0, allowed_relationships: [] }}
      after={<ExtendedPremiums productGuid={productGuid} currency={currency} canWrite={canWrite} />}
    >
      {({ control, readOnly, fieldErrors }) => (
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, md: 3 }}>
            <FormCheckbox control={control} name="enabled" label={t('configs.extended.enabled')} disabled={readOnly} />
          </Grid>
          <NumberFieldCells
            control={control}
            names={['max_members']}
            label={(f) => t(`configs.extended.${f}`)}
            fieldErrors={fieldErrors}
            disabled={readOnly}
            size={{ xs: 12, md: 3 }}
          />
          <Grid size={{ xs: 12, md: 6 }}>
            <WordListField
              control={control}
              name="allowed_relationships"
              label={t('configs.extended.allowed_relationships')}
              hint={t('configs.extended.relationshipsHint')}
              invalidText={t('configs.extended.relationshipsInvalid')}
              separator=","
              disabled={readOnly}
            />
          </Grid>
        </Grid>
      )}
    </ProductConfigSection>
  );
}

type Group = z.input<typeof groupProductConfigInput>;
/** Group product config: the member limits of a group scheme buying the product, and whether dependants join. */
export function GroupSection({ productGuid, canWrite }: { productGuid: string; canWrite: boolean }) {
  const { t } = useTranslation('products');
  return (
    <ProductConfigSection<Group>
      kind="group"
      productGuid={productGuid}
      title={t('configs.group.title')}
      schema={groupProductConfigInput}
      canWrite={canWrite}
      defaults={{ product_guid: productGuid, min_members: 5, max_members: 500, allow_dependants: true }}
    >
      {({ control, readOnly, fieldErrors }) => (
        <Grid container columnSpacing={2}>
          <NumberFieldCells
            control={control}
            names={['min_members', 'max_members']}
            label={(f) => t(`configs.group.${f}`)}
            fieldErrors={fieldErrors}
            disabled={readOnly}
            size={quarter}
          />
          <Grid size={{ xs: 12, md: 6 }}>
            <FormCheckbox
              control={control}
              name="allow_dependants"
              label={t('configs.group.allow_dependants')}
              disabled={readOnly}
            />
          </Grid>
        </Grid>
      )}
    </ProductConfigSection>
  );
}
