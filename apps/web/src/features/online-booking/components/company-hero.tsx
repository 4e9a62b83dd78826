import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// The salon's name and logo over the purple band, and the chosen site's address.
export function CompanyHero({
  name,
  logo,
  subtitle,
  address,
}: {
  name: string;
  logo: string | null;
  subtitle?: string;
  address?: string | null;
}) {
  return (
    <Box
      sx={{
        mx: { xs: -2, md: 0 },
        mt: { xs: -2, md: 0 },
        mb: 2,
        px: { xs: 2, md: 3 },
        py: { xs: 2.5, md: 3 },
        borderRadius: { xs: 0, md: 4 },
        color: '#fff',
        background: 'linear-gradient(135deg, #5D2784 0%, #7A3BA8 55%, #3E1A59 100%)',
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={logo ?? undefined}
          alt={name}
          sx={{
            width: 64,
            height: 64,
            bgcolor: '#fff',
            color: 'primary.main',
            fontWeight: 700,
            fontSize: 26,
            border: '3px solid rgba(255,255,255,0.6)',
          }}
        >
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' } }}>
            {name}
          </Typography>
          {subtitle && <Typography sx={{ color: 'secondary.main', fontWeight: 600 }}>{subtitle}</Typography>}
          {address && (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', opacity: 0.9, mt: 0.5 }}>
              <PlaceOutlinedIcon fontSize="small" />
              <Typography variant="body2">{address}</Typography>
            </Stack>
          )}
        </Box>
      </Stack>
    </Box>
  );
}
