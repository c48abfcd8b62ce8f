import type { BusinessFeatureInput } from '@edge/api/schemas';
import { ActionIcon, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../lib/use-translation';

interface FeaturesEditorProps {
	value: BusinessFeatureInput[];
	onChange: (value: BusinessFeatureInput[]) => void;
	/** Translated title errors by index in `value`. */
	errors?: Partial<Record<number, string>>;
	max: number;
}

/** The business's features: a title and whether it is a highlight or an attribute. */
export function FeaturesEditor({ value, onChange, errors = {}, max }: FeaturesEditorProps) {
	const { t } = useTranslation();
	const update = (index: number, patch: Partial<BusinessFeatureInput>) =>
		onChange(value.map((feature, i) => (i === index ? { ...feature, ...patch } : feature)));
	const types = [
		{ value: 'highlight', label: t('business.featureTypes.highlight') },
		{ value: 'attribute', label: t('business.featureTypes.attribute') },
	];

	return (
		<Stack gap="xs" data-testid="features-editor">
			{value.length === 0 && (
				<Text c="dimmed" fz="sm">
					{t('business.form.noFeatures')}
				</Text>
			)}
			{value.map((feature, index) => (
				// biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own until saved
				<Group key={index} align="flex-start" wrap="nowrap" gap="xs">
					<TextInput
						style={{ flex: 1 }}
						aria-label={`${t('business.form.featureTitle')} ${index + 1}`}
						placeholder={t('business.form.featureTitle')}
						value={feature.title}
						onChange={(event) => update(index, { title: event.currentTarget.value })}
						error={errors[index]}
						data-testid={`feature-title-${index}`}
					/>
					<SegmentedControl
						aria-label={`${t('business.form.featureType')} ${index + 1}`}
						data={types}
						value={feature.type}
						onChange={(type) => update(index, { type: type as BusinessFeatureInput['type'] })}
					/>
					<ActionIcon
						variant="subtle"
						color="gray"
						mt={6}
						aria-label={`${t('business.form.removeFeature')} ${index + 1}`}
						onClick={() => onChange(value.filter((_, i) => i !== index))}
					>
						<IconX size={16} aria-hidden />
					</ActionIcon>
				</Group>
			))}
			<Button
				variant="subtle"
				size="xs"
				w="fit-content"
				leftSection={<IconPlus size={14} aria-hidden />}
				disabled={value.length >= max}
				onClick={() => onChange([...value, { title: '', type: 'highlight' }])}
				data-testid="add-feature"
			>
				{t('business.form.addFeature')}
			</Button>
		</Stack>
	);
}
