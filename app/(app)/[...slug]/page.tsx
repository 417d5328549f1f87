import { notFound } from 'next/navigation';

/** Any path no screen answers: the Not Found screen, inside the shell (the gate already required a login). */
export default function UnknownPage() {
  notFound();
}
