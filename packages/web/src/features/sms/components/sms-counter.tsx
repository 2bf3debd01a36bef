import { countSms, SMS_GSM_REPLACEMENTS, toGsm7 } from '@coverdesk/contract/sms/sms-segments';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * The live counter under an SMS text: encoding, characters, segments (GSM-7 160 or 153 per part, UCS-2 70 or 67,
 * extension characters counting two — the contract's counter, the same as the server's), the characters that force
 * UCS-2 with an offer to replace them, and "maximum characters exceeded" beyond the partner's segments.
 */
export function SmsCounter(props: { text: string; maxSegments?: number; onReplace?(text: string): void; id?: string }) {
  const { t } = useTranslation('sms');
  const c = countSms(props.text);
  const replaceable = c.ucs2_characters.filter((ch) => SMS_GSM_REPLACEMENTS[ch]);
  const over = props.maxSegments !== undefined && c.segments > props.maxSegments;
  return (
    <Box id={props.id} aria-live="polite">
      <Typography variant="body2" color={over ? 'error' : 'text.secondary'}>
        {t('counter.summary', {
          encoding: c.encoding,
          characters: c.characters,
          segments: c.segments,
          remaining: c.remaining,
        })}
      </Typography>
      {over && (
        <Typography variant="body2" color="error" role="alert">
          {t('counter.tooLong', { max: props.maxSegments })}
        </Typography>
      )}
      {c.ucs2_characters.length > 0 && (
        <Alert
          severity="info"
          sx={{ mt: 1 }}
          action={
            replaceable.length > 0 && props.onReplace ? (
              <Button color="inherit" size="small" onClick={() => props.onReplace?.(toGsm7(props.text))}>
                {t('counter.replace')}
              </Button>
            ) : undefined
          }
        >
          {t('counter.ucs2', { characters: c.ucs2_characters.map((ch) => `« ${ch} »`).join(' ') })}
          {replaceable.length > 0 &&
            ` ${t('counter.replaceWith', {
              pairs: replaceable.map((ch) => `${ch} → ${SMS_GSM_REPLACEMENTS[ch]}`).join(', '),
            })}`}
        </Alert>
      )}
    </Box>
  );
}
