export { DateTimeText } from '../../../components/date-time-text.tsx';
