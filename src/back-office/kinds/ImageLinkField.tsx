// A stored picture: a thumbnail in lists, the picture itself on a record's page. The link is a signed
// URL usable directly as <img src>; `size=thumb` asks the server for the small rendition.
import { FunctionField, useTranslate, type FieldProps } from 'react-admin';

export const thumbUrl = (link: string): string => `${link}${link.includes('?') ? '&' : '?'}size=thumb`;

export function ImageLinkField({ source, thumb, emptyText, ...props }: FieldProps & { source: string; thumb: boolean }) {
  const translate = useTranslate();
  return (
    <FunctionField
      {...props}
      source={source}
      render={(record) => {
        const link = record?.[source];
        if (typeof link !== 'string' || link === '') return emptyText ? translate(emptyText, { _: emptyText }) : null;
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
