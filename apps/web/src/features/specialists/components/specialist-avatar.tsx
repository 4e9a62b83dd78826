import Avatar from '@mui/material/Avatar';
import { colorPair } from '@sari/domain/color';
import type { Specialist } from '../api/specialist-keys';

// A specialist's initials in her agenda colour.
export function SpecialistAvatar({
  specialist,
  size = 32,
}: {
  specialist: Pick<Specialist, 'name' | 'last_name' | 'color_in_reserve'>;
  size?: number;
}) {
  return (
    <Avatar
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        bgcolor: colorPair(specialist.color_in_reserve).fill,
        color: colorPair(specialist.color_in_reserve).text,
      }}
    >
      {`${specialist.name[0] ?? ''}${specialist.last_name?.[0] ?? ''}`.toUpperCase()}
    </Avatar>
  );
}
