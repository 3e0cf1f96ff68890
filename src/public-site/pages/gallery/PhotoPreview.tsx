// A chosen photo seen before it is sent: the file itself through an object URL, made when the picture
// is put on the page and released when it leaves (a phone holding a dozen unreleased photos runs out of
// memory). A file the browser cannot show (a HEIC photo in most browsers) keeps the plain placeholder.
import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import ImageIcon from '@mui/icons-material/Image';

const SIZE = 56;

export function PhotoPreview({ file }: { file: File }) {
  const [broken, setBroken] = useState(false);
  const showFile = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return (
    <Box
      sx={{
        flex: 'none',
        width: SIZE,
        height: SIZE,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.200',
        color: 'grey.600',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {broken ? (
        <ImageIcon />
      ) : (
        <Box
          component="img"
          ref={showFile}
          alt=""
          onError={() => setBroken(true)}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
    </Box>
  );
}
