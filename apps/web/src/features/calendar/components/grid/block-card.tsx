import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { formatTime12h, minutesToTime } from '@sari/domain/time-slots';
import { useTranslation } from 'react-i18next';
import { DAY_END, DAY_START, minutesToPixels, SLOT_HEIGHT } from '../../layout';
import type { GridBlock } from './grid-types';

// A blocked time in a column (hatched), with its removal when the user may remove it.
export function BlockCard({ block, onRemove }: { block: GridBlock; onRemove?: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <Box
      data-block
      data-testid={`block-${block.id}`}
      sx={{
        position: 'absolute',
        left: 2,
        right: 2,
        top: minutesToPixels(Math.max(block.start, DAY_START)) + 1,
        height: Math.max(
          SLOT_HEIGHT - 2,
          minutesToPixels(Math.min(block.end, DAY_END)) -
            minutesToPixels(Math.max(block.start, DAY_START)) -
            2,
        ),
        zIndex: 1,
        borderRadius: 1,
        border: '1px solid rgba(0,0,0,0.25)',
        background:
          'repeating-linear-gradient(135deg, rgba(90,90,90,0.22) 0 8px, rgba(90,90,90,0.10) 8px 16px)',
        fontSize: 12,
        fontWeight: 600,
        color: 'text.secondary',
        px: 0.5,
        overflow: 'hidden',
        cursor: 'default',
      }}
    >
      {block.label} · {formatTime12h(minutesToTime(Math.max(block.start, DAY_START)))}
      {block.removable && onRemove && (
        <IconButton
          size="small"
          aria-label={t('calendar.removeBlock')}
          onClick={() => onRemove(block.id)}
          sx={{ position: 'absolute', top: 0, right: 0, p: 0.25 }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
