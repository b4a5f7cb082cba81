import { PagePathField as PagePathField_9f83f8d5f577b7d06f36e26a4a5e758d } from '@/cms/admin/pagePicker/PagePathField.client'
import { SeoTitleField as SeoTitleField_fbb5ff81f1d8714538c4f0864d99a879 } from '@/components/admin/SeoFields.client'
import { SeoDescriptionField as SeoDescriptionField_fbb5ff81f1d8714538c4f0864d99a879 } from '@/components/admin/SeoFields.client'
import { SeoPreview as SeoPreview_fbb5ff81f1d8714538c4f0864d99a879 } from '@/components/admin/SeoFields.client'
import { TranslationStateField as TranslationStateField_1b67eb34e86cf5ac88d715b8951793ea } from '@/cms/collections/Pages/translation/TranslationState'
import { TranslationStateCell as TranslationStateCell_1b67eb34e86cf5ac88d715b8951793ea } from '@/cms/collections/Pages/translation/TranslationState'
import { WhereUsedList as WhereUsedList_82aa49131a00009bed86cccc9714d44b } from '@/cms/usage/WhereUsedList'
import { BlockRowLabel as BlockRowLabel_c83fd82dfff78a5be0674211f91251ad } from '@/blocks/_core/admin/BlockRowLabel.client'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { PagePickerField as PagePickerField_f633911dd6389274f2f62106a1c7c12b } from '@/cms/admin/pagePicker/PagePickerField.client'
import { PasteField as PasteField_812d62b28e61b29948e38ec8268f94b0 } from '@/blocks/text/Table/admin/PasteField.client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SectionRowLabel as SectionRowLabel_e9989b87f3123c9a42bbdc989d96a0f4 } from '@/blocks/layout/ReusableSection/admin/SectionRowLabel.client'
import { SaveProblems as SaveProblems_76bc2ddef276fae3ff573f7a4879f39b } from '@/components/admin/SaveProblems.client'
import { InUseNote as InUseNote_d3842eba9729d4265db2c286b517999e } from '@/cms/usage/InUseNote'
import { PublishButton as PublishButton_c2caa0ce9f00523e01768c41620d0ace } from '@/cms/admin/schedule/PublishButton.client'
import { DealerReviewsList as DealerReviewsList_823e1f820bf02e9c9a62b441cb89503a } from '@/components/admin/DealerReviewsList'
import { DealerZipFilter as DealerZipFilter_c21c7693a742c4ed91c5eb152c8513b6 } from '@/components/admin/DealerZipFilter'
import { DealerCsvTools as DealerCsvTools_a24637290db3ed20928f2caf7091d9ed } from '@/components/admin/DealerCsvTools.client'
import { ExportListMenuItem as ExportListMenuItem_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { EraseByEmail as EraseByEmail_4575b1677f9f08fffa17dc902b2a29e9 } from '@/cms/collections/Leads/EraseByEmail.client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RedirectFromMissing as RedirectFromMissing_e8cc1ad34e28a2381c7563c68e10567f } from '@/components/admin/RedirectFromMissing.client'
import { RedirectTargetCell as RedirectTargetCell_676f528d6fe8e9c3e736a73bbccfa38c } from '@/components/admin/RedirectTargetCell'
import { LinkToDoc as LinkToDoc_aead06e4cbf6b2620c5c51c9ab283634 } from '@payloadcms/plugin-search/client'
import { ReindexButton as ReindexButton_aead06e4cbf6b2620c5c51c9ab283634 } from '@payloadcms/plugin-search/client'
import { FormatField as FormatField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { LimitField as LimitField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { Page as Page_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SortBy as SortBy_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SortOrder as SortOrder_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { LocaleField as LocaleField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { SelectionToUseField as SelectionToUseField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { FieldsToExport as FieldsToExport_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { CollectionField as CollectionField_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ExportPreview as ExportPreview_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ExportSaveButton as ExportSaveButton_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ImportPreview as ImportPreview_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { ImportSaveButton as ImportSaveButton_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { NavLinkRowLabel as NavLinkRowLabel_d5bdcbbecbd5caacdd36a881169ece5d } from '@/components/admin/NavLinkRowLabel.client'
import { AdminIcon as AdminIcon_cf05759dc79b7737cf5272e2ef70392b } from '@/components/admin/AdminGraphics'
import { AdminLogo as AdminLogo_cf05759dc79b7737cf5272e2ef70392b } from '@/components/admin/AdminGraphics'
import { EditorDashboard as EditorDashboard_0e7b23c75ea046975e1784ba01f82886 } from '@/components/admin/Dashboard'
import { BlockPickerSearch as BlockPickerSearch_8e01b495dade58dd377a8941e534348c } from '@/blocks/_core/admin/BlockPickerSearch.client'
import { ImportExportProvider as ImportExportProvider_cdf7e044479f899a31f804427d568b36 } from '@payloadcms/plugin-import-export/rsc'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/cms/admin/pagePicker/PagePathField.client#PagePathField": PagePathField_9f83f8d5f577b7d06f36e26a4a5e758d,
  "@/components/admin/SeoFields.client#SeoTitleField": SeoTitleField_fbb5ff81f1d8714538c4f0864d99a879,
  "@/components/admin/SeoFields.client#SeoDescriptionField": SeoDescriptionField_fbb5ff81f1d8714538c4f0864d99a879,
  "@/components/admin/SeoFields.client#SeoPreview": SeoPreview_fbb5ff81f1d8714538c4f0864d99a879,
  "@/cms/collections/Pages/translation/TranslationState#TranslationStateField": TranslationStateField_1b67eb34e86cf5ac88d715b8951793ea,
  "@/cms/collections/Pages/translation/TranslationState#TranslationStateCell": TranslationStateCell_1b67eb34e86cf5ac88d715b8951793ea,
  "@/cms/usage/WhereUsedList#WhereUsedList": WhereUsedList_82aa49131a00009bed86cccc9714d44b,
  "@/blocks/_core/admin/BlockRowLabel.client#BlockRowLabel": BlockRowLabel_c83fd82dfff78a5be0674211f91251ad,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/cms/admin/pagePicker/PagePickerField.client#PagePickerField": PagePickerField_f633911dd6389274f2f62106a1c7c12b,
  "@/blocks/text/Table/admin/PasteField.client#PasteField": PasteField_812d62b28e61b29948e38ec8268f94b0,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/blocks/layout/ReusableSection/admin/SectionRowLabel.client#SectionRowLabel": SectionRowLabel_e9989b87f3123c9a42bbdc989d96a0f4,
  "@/components/admin/SaveProblems.client#SaveProblems": SaveProblems_76bc2ddef276fae3ff573f7a4879f39b,
  "@/cms/usage/InUseNote#InUseNote": InUseNote_d3842eba9729d4265db2c286b517999e,
  "@/cms/admin/schedule/PublishButton.client#PublishButton": PublishButton_c2caa0ce9f00523e01768c41620d0ace,
  "@/components/admin/DealerReviewsList#DealerReviewsList": DealerReviewsList_823e1f820bf02e9c9a62b441cb89503a,
  "@/components/admin/DealerZipFilter#DealerZipFilter": DealerZipFilter_c21c7693a742c4ed91c5eb152c8513b6,
  "@/components/admin/DealerCsvTools.client#DealerCsvTools": DealerCsvTools_a24637290db3ed20928f2caf7091d9ed,
  "@payloadcms/plugin-import-export/rsc#ExportListMenuItem": ExportListMenuItem_cdf7e044479f899a31f804427d568b36,
  "@/cms/collections/Leads/EraseByEmail.client#EraseByEmail": EraseByEmail_4575b1677f9f08fffa17dc902b2a29e9,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/components/admin/RedirectFromMissing.client#RedirectFromMissing": RedirectFromMissing_e8cc1ad34e28a2381c7563c68e10567f,
  "@/components/admin/RedirectTargetCell#RedirectTargetCell": RedirectTargetCell_676f528d6fe8e9c3e736a73bbccfa38c,
  "@payloadcms/plugin-search/client#LinkToDoc": LinkToDoc_aead06e4cbf6b2620c5c51c9ab283634,
  "@payloadcms/plugin-search/client#ReindexButton": ReindexButton_aead06e4cbf6b2620c5c51c9ab283634,
  "@payloadcms/plugin-import-export/rsc#FormatField": FormatField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#LimitField": LimitField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#Page": Page_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SortBy": SortBy_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SortOrder": SortOrder_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#LocaleField": LocaleField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#SelectionToUseField": SelectionToUseField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#FieldsToExport": FieldsToExport_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#CollectionField": CollectionField_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ExportPreview": ExportPreview_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ExportSaveButton": ExportSaveButton_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ImportPreview": ImportPreview_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/plugin-import-export/rsc#ImportSaveButton": ImportSaveButton_cdf7e044479f899a31f804427d568b36,
  "@/components/admin/NavLinkRowLabel.client#NavLinkRowLabel": NavLinkRowLabel_d5bdcbbecbd5caacdd36a881169ece5d,
  "@/components/admin/AdminGraphics#AdminIcon": AdminIcon_cf05759dc79b7737cf5272e2ef70392b,
  "@/components/admin/AdminGraphics#AdminLogo": AdminLogo_cf05759dc79b7737cf5272e2ef70392b,
  "@/components/admin/Dashboard#EditorDashboard": EditorDashboard_0e7b23c75ea046975e1784ba01f82886,
  "@/blocks/_core/admin/BlockPickerSearch.client#BlockPickerSearch": BlockPickerSearch_8e01b495dade58dd377a8941e534348c,
  "@payloadcms/plugin-import-export/rsc#ImportExportProvider": ImportExportProvider_cdf7e044479f899a31f804427d568b36,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
