import {
  KNOWLEDGE_DOCUMENT_TYPES,
  KNOWLEDGE_SEARCH_CAP,
} from '@coverdesk/contract/knowledge-base/knowledge-base.schemas';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useKnowledgeSearch } from '../api/search-knowledge.ts';
import { GuideFormDialog } from '../components/guide-form-dialog.tsx';
import { HighlightedSnippet } from '../components/highlighted-snippet.tsx';

const SIZE = 10;

/** The knowledge base: the search box first, results while the agent types, a guide opens on click. */
export default function KnowledgeBasePage() {
  const { t } = useTranslation('knowledge-base');
  const canManage = usePermissions().has('knowledge_base.manage');
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [docType, setDocType] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const search = useDeferredValue(text.trim());
  const results = useKnowledgeSearch({ search, doc_type: docType || undefined, page, size: SIZE });
  const data = results.data;
  return (
    <Stack spacing={2}>
      <ListHeader title={t('title')} create={canManage && { label: t('create'), onClick: () => setCreating(true) }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          autoFocus
          fullWidth
          type="search"
          label={t('search')}
          placeholder={t('searchHint')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setPage(1);
          }}
        />
        <TextField
          select
          label={t('fields.document_type')}
          value={docType}
          onChange={(e) => {
            setDocType(e.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('allTypes')}</MenuItem>
          {KNOWLEDGE_DOCUMENT_TYPES.map((d) => (
            <MenuItem key={d} value={d}>
              {t(`types.${d}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {results.isFetching && <LinearProgress aria-label={t('searching')} />}
      {results.isError && <Alert severity="error">{errorText(results.error, t('searchFailed'))}</Alert>}
      {data && (
        <Typography role="status" color="text.secondary">
          {search
            ? data.count >= KNOWLEDGE_SEARCH_CAP
              ? t('foundMany', { count: KNOWLEDGE_SEARCH_CAP })
              : t('found', { count: data.count })
            : t('recent', { count: data.count })}
        </Typography>
      )}
      {data && data.items.length > 0 && (
        <Paper variant="outlined">
          <List aria-label={t('results')}>
            {data.items.map((hit) => (
              <ListItem key={hit.guid} disablePadding divider>
                <ListItemButton component={RouterLink} to={`/knowledge-base/${hit.guid}`}>
                  <ListItemText
                    primary={
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <span>{hit.title}</span>
                        <Chip size="small" label={t(`types.${hit.document_type}`)} />
                        <Chip size="small" variant="outlined" label={hit.language.toUpperCase()} />
                      </Stack>
                    }
                    secondary={<HighlightedSnippet text={hit.snippet} />}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {data && data.count > SIZE && (
        <Pagination
          count={Math.ceil(data.count / SIZE)}
          page={page}
          onChange={(_, p) => setPage(p)}
          getItemAriaLabel={(type, p) => t(`pages.${type}`, { page: p })}
        />
      )}
      {creating && (
        <GuideFormDialog
          guide="new"
          onClose={() => setCreating(false)}
          onSaved={(g) => navigate(`/knowledge-base/${g.guid}`)}
        />
      )}
    </Stack>
  );
}
