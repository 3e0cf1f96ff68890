// The gallery's address of one photo, opened in its album: what a person's photos link to, and the mail
// telling a member their photo was accepted.
export const galleryPhotoAddress = (albumId: number | null | undefined, imageId: number): string =>
  `/family-gallery?album=${albumId ?? ''}&photo=${imageId}`;
