import { addMessages } from '../http/messages.ts';

addMessages({
  import_file_empty: { en: 'The file is empty.', fr: 'Le fichier est vide.' },
  import_file_binary: {
    en: 'This is not a CSV or XLSX file of rows.',
    fr: "Ce n'est pas un fichier CSV ou XLSX de lignes.",
  },
  import_file_unreadable: {
    en: 'The file cannot be read as CSV or XLSX.',
    fr: 'Le fichier ne peut pas être lu comme CSV ou XLSX.',
  },
  import_file_type: {
    en: 'Only CSV and XLSX files are accepted.',
    fr: 'Seuls les fichiers CSV et XLSX sont acceptés.',
  },
  import_file_missing: { en: 'Attach the file (field "file").', fr: 'Joignez le fichier (champ « file »).' },
  import_line_too_long: {
    en: 'A line of the file is longer than {max} characters.',
    fr: 'Une ligne du fichier dépasse {max} caractères.',
  },
  import_columns_missing: {
    en: 'The file lacks the columns: {columns}.',
    fr: 'Il manque au fichier les colonnes : {columns}.',
  },
  import_no_rows: { en: 'The file has a header but no rows.', fr: 'Le fichier a un en-tête mais aucune ligne.' },
  import_batch_not_found: { en: 'This batch does not exist.', fr: "Ce lot n'existe pas." },
  import_not_cancellable: {
    en: 'This batch is {status}: it can no longer be cancelled.',
    fr: 'Ce lot est à l’état {status} : il ne peut plus être annulé.',
  },
  import_not_applicable: {
    en: 'Only a completed dry run can be applied.',
    fr: 'Seul un essai à blanc terminé peut être appliqué.',
  },
  import_failed_unexpectedly: {
    en: 'The batch stopped on an unexpected error; nothing of the unfinished chunk was written.',
    fr: "Le lot s'est arrêté sur une erreur inattendue ; rien du bloc en cours n'a été écrit.",
  },
  import_duplicate_in_file: {
    en: 'Same key as line {line} of this file.',
    fr: 'Même clé que la ligne {line} de ce fichier.',
  },
  idempotency_key: {
    en: 'Use 8 to 200 letters, digits, dots, colons, dashes or underscores.',
    fr: 'Utilisez 8 à 200 lettres, chiffres, points, deux-points, tirets ou soulignés.',
  },
  import_already_recorded: { en: 'Already recorded: skipped.', fr: 'Déjà enregistré : ignoré.' },
});
