// The album a gallery page shows, kept in the address (?album=id) so that a reload or a shared link
// opens the same one. Read through useLocation and useNavigate, which the frame already loads:
// react-router's useSearchParams would add its code to the home page's bundle.
import { useLocation, useNavigate } from 'react-router';

export function useChosenAlbum(): [string | null, (id: number) => void] {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const chosen = new URLSearchParams(search).get('album');
  return [chosen, (id) => navigate(`${pathname}?album=${id}`, { replace: true })];
}
