// Placeholder while issue 30 is built in this session: replaced by the real page before it is committed as done.
export default function Page() {
  return null;
}
