export default function ComplexClaimsPage() {
  return null;
}
