import { useQuery } from '@tanstack/react-query';
import { items } from '../../../shared/api/http';
import { SPECIALIST_FIELDS, type SpecialistDetail, specialistKeys } from './specialist-keys';

export function useSpecialist(id: number) {
  return useQuery({
    queryKey: specialistKeys.detail(id),
    queryFn: () =>
      items('specialist').readOne<SpecialistDetail>(id, {
        fields: [
          ...SPECIALIST_FIELDS,
          'specialist_availability.id',
          'specialist_availability.site_id',
          'specialist_availability.weekday',
          'specialist_availability.start_time',
          'specialist_availability.end_time',
          'specialist_absence.id',
          'specialist_absence.date_start',
          'specialist_absence.date_end',
          'specialist_absence.start_time',
          'specialist_absence.end_time',
          'specialist_absence.reason',
        ],
      }),
    select: (response) => response.data,
  });
}
