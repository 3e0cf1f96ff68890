// A stored picture: a thumbnail in lists, the picture itself on a record's page. The link is a signed
// URL usable directly as <img src>; `size=thumb` asks the server for the small rendition.
import type { FieldProps } from 'react-admin';
import { ValueField } from './ValueField.tsx';

export const thumbUrl = (link: string): string => `${link}${link.includes('?') ? '&' : '?'}size=thumb`;

export function ImageLinkField({ thumb, ...props }: FieldProps & { source: string; thumb: boolean }) {
  return (
    <ValueField
      {...props}
      show={(value) => {
        const link = String(value);
        return (
          <img
            src={thumb ? thumbUrl(link) : link}
            alt=""
            loading="lazy"
            style={thumb ? { height: 48, width: 48, objectFit: 'cover', borderRadius: 6 } : { maxWidth: '100%', maxHeight: 360 }}
          />
        );
      }}
    />
  );
}
