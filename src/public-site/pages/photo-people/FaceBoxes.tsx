// The boxes of the named faces drawn over the photo as the slider shows it (fitted whole into its frame):
// a layer of the photo's own proportions, as large as the frame lets it be, centred like the photo.
import Box from '@mui/material/Box';
import type { PhotoPerson } from '../../../../common/generated/api.ts';

const percent = (fraction: number) => `${fraction * 100}%`;

export function FaceBoxes({ people, width, height }: { people: readonly PhotoPerson[]; width: number; height: number }) {
  const boxed = people.filter((p) => p.box);
  if (boxed.length === 0) return null;
  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        inset: 0,
        containerType: 'size',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        pointerEvents: 'none',
      }}
    >
      <Box sx={{ position: 'relative', aspectRatio: `${width} / ${height}`, width: `min(100cqw, 100cqh * ${width / height})` }}>
        {boxed.map(({ memberId, box }) => (
          <Box
            key={memberId}
            data-member={memberId}
            // A place in the picture, not in the text: inline, so that right-to-left styling does not mirror it.
            style={{ left: percent(box!.x), top: percent(box!.y), width: percent(box!.width), height: percent(box!.height) }}
            sx={{ position: 'absolute', border: '2px solid #fff', boxShadow: '0 0 0 2px rgba(0,0,0,0.5)', borderRadius: 1 }}
          />
        ))}
      </Box>
    </Box>
  );
}
