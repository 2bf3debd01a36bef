import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api-client.ts';
import { paged } from '../../lib/paging.ts';
import { partnersRoutes } from '../../lib/routes.ts';
import { useSelectedPartner, useSession } from '../hooks.ts';
import { partner } from '../services.ts';

/** The partner switcher of the app bar: the token's partners, named by GET /api/partners. */
export function PartnerSwitcher() {
  const { t } = useTranslation();
  const { claims } = useSession();
  const selected = useSelectedPartner();
  const allowed = claims?.partners ?? [];
  const names = useQuery({
    queryKey: [partnersRoutes.list.path, 'names'],
    queryFn: () => call(partnersRoutes.list, { query: { page: 1, size: 500 } }),
    enabled: Boolean(selected),
    select: (body) => new Map(paged(body).items.map((p) => [p.guid, p.name])),
    meta: { silent: true },
  });
  if (!allowed.length) return null;
  return (
    <TextField
      select
      size="small"
      margin="none"
      fullWidth={false}
      label={t('partner.label')}
      value={selected ?? ''}
      onChange={(e) => void partner.select(e.target.value)}
      sx={{
        minWidth: 200,
        '& .MuiInputBase-root': { color: 'inherit', bgcolor: 'rgba(255,255,255,0.12)' },
        '& .MuiInputLabel-root, & .MuiSvgIcon-root': { color: 'inherit' },
        '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.5)' },
      }}
      slotProps={{ select: { inputProps: { 'data-testid': 'partner-switcher' } } }}
    >
      {allowed.map((guid) => (
        <MenuItem key={guid} value={guid}>
          {names.data?.get(guid) ?? guid.slice(0, 8)}
        </MenuItem>
      ))}
    </TextField>
  );
}
