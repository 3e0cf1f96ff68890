// The table the gallery adds beyond its entities' (migration 0027): the family members named in a photo.
export interface ImagePeopleTable {
  image_id: number;
  member_id: number;
  /** The box of the face as fractions of the picture; all four null when no box was drawn. */
  box_x: number | null;
  box_y: number | null;
  box_width: number | null;
  box_height: number | null;
  /** The account that named them; null once it is gone. */
  tagged_by: number | null;
  /** Milliseconds since the epoch (pg returns bigint as text). */
  created_at: number | string;
}

export interface GalleryTables {
  image_people: ImagePeopleTable;
}
