import { Avatar, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ButtonLink } from '../../lib/links';
import { trpc } from '../../lib/trpc';
import { useTranslation } from '../../lib/use-translation';
import { PhoneText, telUrl } from '../directory/contact-actions';
import { DeleteProfileButton } from '../directory/delete-profile-button';
import { UploadedImage } from '../images/uploaded-image';
import { RatingLine } from '../reviews/rating-line';
import { ReviewsSection } from '../reviews/reviews-section';
import { jobTypeName } from './job-type-name';
import type { EmployeeView } from './professional-types';

/** An employee's page: who they are, their position and how companies reach them; the age, never the date of birth, for others. */
export function EmployeeProfileView({ view }: { view: EmployeeView }) {
	const { t, i18n } = useTranslation();
	const navigate = useNavigate();
	const queryClient = useQueryClient();
	const remove = useMutation(trpc.professional.employee.delete.mutationOptions());
	const jobType = jobTypeName(view.jobType, i18n.language);
	const rows: Array<[string, string | null]> = [
		[t('professional.employee.jobType'), jobType],
		[t('professional.employee.bloodGroup'), view.bloodGroup],
		[t('professional.employee.dateOfBirth'), view.isOwner ? view.dateOfBirth : null],
	];

	return (
		<Stack gap="lg" data-testid="employee-profile">
			<Card withBorder radius="lg" padding="lg">
				<Group align="flex-start" gap="lg" wrap="wrap">
					{view.imageId ? (
						<UploadedImage
							id={view.imageId}
							width={320}
							alt={view.title}
							w={120}
							h={120}
							radius="50%"
							fit="cover"
							loading="eager"
						/>
					) : (
						<Avatar size={120} radius="50%" color="blue" name={view.title} />
					)}
					<Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
						<Title order={1} fz={28} data-testid="employee-title">
							{view.title}
						</Title>
						<Group gap="xs">
							{view.position && (
								<Badge variant="light" tt="none" data-testid="employee-position">
									{view.position}
								</Badge>
							)}
							{view.age !== null && (
								<Text fz="sm" c="dimmed" data-testid="employee-age">
									{t('professional.employee.age', { count: view.age })}
								</Text>
							)}
						</Group>
						<RatingLine average={view.ratingAverage} count={view.ratingCount} />
					</Stack>
				</Group>
				<Text mt="md" style={{ whiteSpace: 'pre-line' }}>
					{view.about}
				</Text>
				<Table mt="md" withRowBorders={false} verticalSpacing={4}>
					<Table.Tbody>
						{rows
							.filter((row): row is [string, string] => Boolean(row[1]))
							.map(([label, value]) => (
								<Table.Tr key={label}>
									<Table.Td fw={500} w={200}>
										{label}
									</Table.Td>
									<Table.Td>{value}</Table.Td>
								</Table.Tr>
							))}
					</Table.Tbody>
				</Table>
				<Group mt="md" gap="xs">
					{view.email && (
						<Button
							component="a"
							href={`mailto:${view.email}`}
							variant="light"
							leftSection={<IconMail size={16} aria-hidden />}
						>
							{t('professional.contact.email')}
						</Button>
					)}
					{view.phone && <PhoneText phone={view.phone} />}
					{view.phone && (
						<Button
							component="a"
							href={telUrl(view.phone)}
							variant="light"
							leftSection={<IconPhone size={16} aria-hidden />}
						>
							{t('professional.contact.call')}
						</Button>
					)}
				</Group>
				{view.isOwner && (
					<Group mt="md" gap="sm">
						<ButtonLink to="/employeeProfile" search={{ edit: true }} variant="light" data-testid="employee-edit">
							{t('professional.employee.edit')}
						</ButtonLink>
						<DeleteProfileButton
							onDelete={() => remove.mutateAsync({ id: view.id })}
							onDeleted={() => {
								void queryClient.invalidateQueries(trpc.professional.pathFilter());
								void navigate({ to: '/employeeProfile' });
							}}
						/>
					</Group>
				)}
			</Card>
			<ReviewsSection profileId={view.id} ownerId={view.ownerId} />
		</Stack>
	);
}
