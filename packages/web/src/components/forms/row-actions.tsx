import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';

/** Edit and delete buttons of a row, named after the row for screen readers. */
export function RowActions(props: { editLabel: string; deleteLabel: string; onEdit(): void; onDelete(): void }) {
  return (
    <>
      <IconButton size="small" aria-label={props.editLabel} onClick={props.onEdit}>
        <Edit fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={props.deleteLabel} onClick={props.onDelete}>
        <Delete fontSize="small" />
      </IconButton>
    </>
  );
}
