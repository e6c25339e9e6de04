import type { ReactNode } from 'react';
import 'question-dock/styles.css';

export const metadata = { title: 'question-dock on Next.js' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
