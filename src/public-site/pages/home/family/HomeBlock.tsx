// One block of the family home: a titled card whose last line leads to the page it comes from.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

export function HomeBlock({
  id,
  title,
  to,
  linkText,
  children,
}: {
  id: string;
  title: string;
  to: string;
  linkText: string;
  children: ReactNode;
}) {
  const headingId = `home-${id}-title`;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id={headingId} variant="h3" component="h3">
        {title}
      </Typography>
      {children}
      <Button
        component={RouterLink}
        to={to}
        size="small"
        sx={{ alignSelf: 'flex-start', marginInlineStart: -1, mt: 'auto', minHeight: 40 }}
      >
        {linkText}
      </Button>
    </Card>
  );
}

/** A block's lines: each a link to the record it names, with what it says beside it. */
export function BlockList({ children }: { children: ReactNode }) {
  return (
    <Typography component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {children}
    </Typography>
  );
}

export function BlockLine({ to, text, detail }: { to: string; text: ReactNode; detail?: string }) {
  return (
    <li>
      <Typography component={RouterLink} to={to} sx={{ fontWeight: 600, color: 'primary.main', overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
      {detail && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ marginInlineStart: 1 }}>
          {detail}
        </Typography>
      )}
    </li>
  );
}

export function Nothing({ text }: { text: string }) {
  return <Typography color="text.secondary">{text}</Typography>;
}
