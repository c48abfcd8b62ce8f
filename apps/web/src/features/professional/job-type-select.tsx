import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';

/** The job types list (professional.jobTypes) as a searchable picker, named in the current language. */
export function JobTypeSelect(props: Omit<SelectProps, 'data'>) {
	const { t, i18n } = useTranslation();
	const jobTypes = useQuery({ ...trpc.professional.jobTypes.queryOptions(), staleTime: Number.POSITIVE_INFINITY });
	const english = i18n.language.startsWith('en');
	const data = (jobTypes.data ?? []).map((jobType) => ({
		value: jobType.slug,
		label: english ? jobType.name.en : jobType.name.es,
	}));
	return (
		<Select
			searchable
			nothingFoundMessage={t('directory.noMatches')}
			placeholder={t('professional.form.jobTypePlaceholder')}
			disabled={jobTypes.isPending}
			{...props}
			data={data}
		/>
	);
}
