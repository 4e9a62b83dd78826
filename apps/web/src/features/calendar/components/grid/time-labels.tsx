import Box from '@mui/material/Box';
import { formatTime12h, TIME_SLOTS } from '@sari/domain/time-slots';
import { memo } from 'react';
import { GRID_HEIGHT, SLOT_HEIGHT } from '../../layout';

// The grid's left gutter: every slot's time, the hours in bold.
export const TimeLabels = memo(function TimeLabels() {
  return (
    <Box sx={{ position: 'relative', height: GRID_HEIGHT, borderRight: 1, borderColor: 'divider' }}>
      {TIME_SLOTS.map((time, index) => (
        <Box
          key={time}
          style={{ top: index * SLOT_HEIGHT }}
          sx={{
            position: 'absolute',
            right: 6,
            height: SLOT_HEIGHT,
            lineHeight: `${SLOT_HEIGHT}px`,
            fontSize: index % 4 === 0 ? 12 : 10,
            fontWeight: index % 4 === 0 ? 700 : 400,
            color: index % 4 === 0 ? 'text.primary' : 'text.secondary',
          }}
        >
          {formatTime12h(time)}
        </Box>
      ))}
    </Box>
  );
});
