import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MakeClaimFlow } from '../components/make-claim/make-claim-flow.tsx';

/** /make-claim[?customer=guid]: the customer is found by phone unless named in the URL. */
export default function MakeClaimPage() {
  const { t } = useTranslation('claims');
  const [params] = useSearchParams();
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('make.title')}
      </Typography>
      <MakeClaimFlow customerGuid={params.get('customer') ?? undefined} />
    </Stack>
  );
}
