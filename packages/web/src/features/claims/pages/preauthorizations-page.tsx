export default function PreauthorizationsPage() {
  return null;
}
