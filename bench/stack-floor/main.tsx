// The stack's floor for the tree's first frame (bench/tree-canvas.ts): React, React Router and MUI in the
// portal's own theme frame (its theme, its right-to-left style cache), drawing five cards of a family and
// nothing else, marked as the tree's looks mark their first frame. No page of the portal can show sooner.
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ThemeFrame } from '../../src/ui/ThemeFrame.tsx';
import { markFirstFrame } from '../../src/public-site/pages/tree/firstFrame.ts';

const FAMILY = ['سالم', 'أحمد', 'فاطمة', 'محمد', 'مريم'];

function Cards() {
  useEffect(markFirstFrame, []);
  return FAMILY.map((name) => (
    <Card key={name} sx={{ m: 1, display: 'flex', alignItems: 'center' }}>
      <Avatar sx={{ m: 1 }}>{name[0]}</Avatar>
      <CardContent>
        <Typography variant="h6">{name}</Typography>
        <Typography variant="body2">1948–2010</Typography>
      </CardContent>
    </Card>
  ));
}

createRoot(document.getElementById('root')!).render(
  <ThemeFrame dir="rtl">
    <BrowserRouter>
      <Routes>
        <Route path="*" element={<Cards />} />
      </Routes>
    </BrowserRouter>
  </ThemeFrame>,
);
