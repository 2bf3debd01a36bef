import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';

/** Edit and delete buttons of a row, named after the row for screen readers; a button shows when it has a handler. */
export function RowActions(props: { editLabel: string; deleteLabel: string; onEdit?(): void; onDelete?(): void }) {
  return (
    <>
      {props.onEdit && (
        <IconButton size="small" aria-label={props.editLabel} onClick={props.onEdit}>
          <Edit fontSize="small" />
        </IconButton>
      )}
      {props.onDelete && (
        <IconButton size="small" aria-label={props.deleteLabel} onClick={props.onDelete}>
          <Delete fontSize="small" />
        </IconButton>
      )}
    </>
  );
}
